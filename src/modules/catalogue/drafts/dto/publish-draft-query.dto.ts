import { BooleanQuery } from '@/common/validation';

export class PublishDraftQueryDto {
  @BooleanQuery({
    description:
      'Publish even though the live record changed since the draft was staged (else 409 CONFLICT): the draft’s fields overwrite those changes, the others stay.',
  })
  force?: boolean;
}
