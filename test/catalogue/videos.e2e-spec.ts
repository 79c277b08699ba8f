import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { createCategory, createVideo } from '../factories/content.factory';
import { uniqueSlug } from '../factories/parks.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

describe('videos', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  const asEditor = () => bearer(editor.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  it('GET /api/videos lists published videos only, with the embed URL; filters by provider', async () => {
    const published = await createVideo(t);
    const vimeo = await createVideo(t, { provider: 'vimeo', embedId: '76979871' });
    const hidden = await createVideo(t, { isPublished: false });
    const response = await t.http.get('/api/videos?limit=100').expect(200);
    const ids = response.body.data.map((v: { id: string }) => v.id);
    expect(ids).toEqual(expect.arrayContaining([published.id, vimeo.id]));
    expect(ids).not.toContain(hidden.id);
    const onlyVimeo = await t.http.get('/api/videos?provider=vimeo').expect(200);
    expect(onlyVimeo.body.data).toEqual([
      expect.objectContaining({
        id: vimeo.id,
        embed_url: 'https://player.vimeo.com/video/76979871',
      }),
    ]);
    expectProblem(await t.http.get('/api/videos?provider=tiktok'), 400, 'VALIDATION_FAILED');
  });

  it('GET /api/videos/{slug} answers a published video and 404 for an unpublished one', async () => {
    const video = await createVideo(t, { durationSeconds: 245 });
    const response = await t.http.get(`/api/videos/${video.slug}`).expect(200);
    expect(response.body.data).toEqual(
      expect.objectContaining({
        slug: video.slug,
        provider: 'youtube',
        embed_id: 'dQw4w9WgXcQ',
        embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        duration_seconds: 245,
        is_published: true,
      }),
    );
    const hidden = await createVideo(t, { isPublished: false });
    expectProblem(await t.http.get(`/api/videos/${hidden.slug}`), 404, 'NOT_FOUND');
  });

  it('studio: creates (201), publishes, tags, updates and deletes (204)', async () => {
    const category = await createCategory(t);
    const slug = uniqueSlug('tron');
    const created = await t.http
      .post('/studio/videos')
      .set(asEditor())
      .send({
        title: 'Tron on-ride',
        slug,
        provider: 'youtube',
        video_url: 'https://www.youtube.com/watch?v=abc',
        category_ids: [category.id],
      })
      .expect(201);
    expect(created.body.data).toEqual(
      expect.objectContaining({
        is_published: false,
        published_at: null,
        categories: [expect.objectContaining({ slug: category.slug })],
      }),
    );
    const id = created.body.data.id as string;
    const published = await t.http
      .patch(`/studio/videos/${id}`)
      .set(asEditor())
      .send({ is_published: true })
      .expect(200);
    expect(published.body.data.published_at).toEqual(expect.stringMatching(/Z$/));
    await t.http.get(`/api/videos/${slug}`).expect(200);
    await t.http.delete(`/studio/videos/${id}`).set(asEditor()).expect(204);
    expectProblem(await t.http.get(`/studio/videos/${id}`).set(asEditor()), 404, 'NOT_FOUND');
  });

  it('studio: answers 400 without URL or embed id and for bad fields, 409 for a taken slug', async () => {
    const none = expectProblem(
      await t.http
        .post('/studio/videos')
        .set(asEditor())
        .send({ title: 'V', slug: uniqueSlug('v'), provider: 'youtube' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(none.errors).toEqual([
      { field: 'video_url', message: 'set video_url or embed_id (or both)' },
    ]);
    const bad = expectProblem(
      await t.http
        .post('/studio/videos')
        .set(asEditor())
        .send({
          title: 'V',
          slug: uniqueSlug('v'),
          provider: 'tiktok',
          embed_id: '<script>',
          duration_seconds: -5,
          is_published: 'true',
        }),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.errors?.map((e) => e.field).sort()).toEqual([
      'duration_seconds',
      'embed_id',
      'is_published',
      'provider',
    ]);
    const video = await createVideo(t);
    expectProblem(
      await t.http.patch(`/studio/videos/${video.id}`).set(asEditor()).send({ embed_id: null }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await t.http
        .post('/studio/videos')
        .set(asEditor())
        .send({ title: 'V', slug: video.slug, provider: 'youtube', embed_id: 'abc' }),
      409,
      'CONFLICT',
    );
  });
});
