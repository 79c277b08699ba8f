import { Body, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ValidationFailedError } from '../../common/errors';
import { Roles } from '../../common/decorators';
import { DataEnvelope, envelope } from '../../common/pagination';
import { ApiDataResponse, ApiProblems } from '../../common/swagger';
import { AuditAction, AuditEntity } from '../audit/audit.decorators';
import { UploadMediaDto, UploadMediaRequestDto } from './dto/upload-media.dto';
import { UploadResultDto } from './dto/upload-result.dto';
import { MediaService } from './media.service';
import { ImageUploadInterceptor, UPLOAD_FIELD } from './upload.interceptor';
import { StudioController } from '../audit/studio-controller.decorator';

@ApiTags('studio: media')
@Roles('admin', 'editor')
@AuditEntity('media')
@StudioController('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post('upload')
  @HttpCode(200)
  @AuditAction('upload')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Upload an image',
    description:
      'The type is judged from the bytes (JPEG, PNG, WebP or GIF). The image is re-encoded as WebP ' +
      '(metadata stripped, animation kept, at most 2560 px on its longer side) and stored under ' +
      '`images/<content_type>/<slug>/<filename>.webp`; the same key again replaces the image.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadMediaRequestDto })
  @ApiDataResponse(UploadResultDto)
  @ApiProblems(400, 413, 415, 502)
  async upload(
    @Body() body: UploadMediaDto,
    @Req() request: Request,
  ): Promise<DataEnvelope<UploadResultDto>> {
    const file = request.file;
    if (!file) throw ValidationFailedError.field(UPLOAD_FIELD, 'is required');
    return envelope(await this.media.upload(body, file.buffer));
  }
}
