import { cropRegion } from './image-processor';

describe('cropRegion', () => {
  it('takes the largest region of the ratio, centred when there is no focal point', () => {
    expect(cropRegion(1600, 400, 1, null)).toEqual({ left: 600, top: 0, width: 400, height: 400 });
    expect(cropRegion(400, 1600, 16 / 9, null)).toEqual({
      left: 0,
      top: 688,
      width: 400,
      height: 225,
    });
  });

  it('centres the focal point as far as the edges allow', () => {
    expect(cropRegion(1600, 400, 1, { x: 0.5, y: 0.5 })).toEqual(cropRegion(1600, 400, 1, null));
    expect(cropRegion(1600, 400, 1, { x: 0.25, y: 0.5 })).toMatchObject({ left: 200 });
    expect(cropRegion(1600, 400, 1, { x: 0, y: 0 })).toMatchObject({ left: 0, top: 0 });
    expect(cropRegion(1600, 400, 1, { x: 1, y: 1 })).toMatchObject({ left: 1200, top: 0 });
    expect(cropRegion(400, 1600, 1, { x: 0.5, y: 0.9 })).toMatchObject({ left: 0, top: 1200 });
  });

  it('never leaves the image, whatever the ratio', () => {
    for (const [w, h] of [
      [1, 1],
      [7, 3],
      [3, 7],
      [2560, 1707],
    ])
      for (const ratio of [1, 16 / 9])
        for (const x of [0, 0.3, 1]) {
          const r = cropRegion(w, h, ratio, { x, y: 1 - x });
          expect(r.left).toBeGreaterThanOrEqual(0);
          expect(r.top).toBeGreaterThanOrEqual(0);
          expect(r.width).toBeGreaterThanOrEqual(1);
          expect(r.height).toBeGreaterThanOrEqual(1);
          expect(r.left + r.width).toBeLessThanOrEqual(w);
          expect(r.top + r.height).toBeLessThanOrEqual(h);
        }
  });
});
