import {
  Body,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Query,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthenticatedUser } from '@/common/auth/roles';
import { ApiUuidParam, CurrentUser, Roles, UuidParam } from '@/common/decorators';
import { ValidationFailedError } from '@/common/errors';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '../audit/audit.decorators';
import { StudioController } from '../audit/studio-controller.decorator';
import { ListMediaQueryDto } from './dto/list-media-query.dto';
import { MediaAssetDetailResponseDto, MediaAssetResponseDto } from './dto/media-asset-response.dto';
import { UpdateMediaDto } from './dto/update-media.dto';
import { UploadMediaDto, UploadMediaRequestDto } from './dto/upload-media.dto';
import { MediaService } from './media.service';
import { ImageUploadInterceptor, UPLOAD_FIELD } from './upload.interceptor';

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
    operationId: 'uploadMedia',
    summary: 'Upload an image',
    description:
      'The type is judged from the bytes (JPEG, PNG, WebP or GIF). The image is stored as WebP at ' +
      'the widths of MEDIA_WIDTHS that are not wider than it (and as AVIF too when MEDIA_AVIF is ' +
      'on; animated images keep their animation, in WebP only), plus crops to 1:1 and 16:9 around ' +
      'the focal point (stills only, at most 1024 px wide), with EXIF orientation applied and ' +
      'metadata stripped. Every variant is stored under a key holding a hash of its bytes, so its ' +
      'URL may be cached for a year. `key`, `images/<content_type>/<slug>/<filename>.webp`, names ' +
      'the image: the same key again replaces the image and all its variants (new URLs), keeps its ' +
      '`id`, alt text, caption, credit, copyright and focal point, and the old URLs keep ' +
      'answering for MEDIA_REPLACED_GRACE_HOURS. ' +
      'Uploads are processed a few at a time; one that waits too long for its turn gets 503.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadMediaRequestDto })
  @ApiDataResponse(MediaAssetResponseDto)
  @ApiProblems(
    400,
    {
      status: 409,
      description:
        "A replacement whose image's focal point the studio changed while it was processed: upload it again",
    },
    413,
    415,
    502,
    {
      status: 503,
      description:
        'Busy: the upload waited longer than MEDIA_QUEUE_TIMEOUT_MS for a processing slot, or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After',
    },
  )
  async upload(
    @Body() body: UploadMediaDto,
    @Req() request: Request,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<MediaAssetResponseDto>> {
    const file = request.file;
    if (!file) throw ValidationFailedError.field(UPLOAD_FIELD, 'is required');
    return envelope(
      await this.media.upload(
        body,
        { path: file.path, size: file.size, originalName: file.originalname },
        user.id,
      ),
    );
  }

  @Get()
  @ApiOperation({
    operationId: 'listMedia',
    summary: 'The media library, newest upload first',
    description: 'Filters: content type and slug (exact).',
  })
  @ApiPaginatedResponse(MediaAssetResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListMediaQueryDto): Promise<Paginated<MediaAssetResponseDto>> {
    const [assets, total] = await this.media.list(query);
    return paginated(assets, total, query);
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'getMedia',
    summary: 'One image of the media library, with its variants and the records that use it',
    description:
      '`used_by` lists every catalogue record that uses the image (main image, logo, thumbnail or gallery), with the field that holds it.',
  })
  @ApiDataResponse(MediaAssetDetailResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<MediaAssetDetailResponseDto>> {
    return envelope(await this.media.get(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'updateMedia',
    summary: "Change an image's alt text, caption, credit, copyright or focal point",
    description:
      'Fields left out keep their values; null clears one (a null `focal_point` is the centre). Every record that uses the image answers the new values in its image. Stored like every catalogue write: an audit entry, a revision (resource `media`) and a `media.updated` webhook event, in one transaction. A new focal point cuts new crops (new URLs); the old crops keep answering for MEDIA_REPLACED_GRACE_HOURS. An animated image has no crops: its focal point is only reported.',
  })
  @ApiDataResponse(MediaAssetDetailResponseDto)
  @ApiProblems(400, 404, 409, 502, 503)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateMediaDto,
  ): Promise<DataEnvelope<MediaAssetDetailResponseDto>> {
    return envelope(await this.media.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'deleteMedia',
    summary: 'Delete an image: its record and every stored variant',
    description:
      'Refused with 409 while a catalogue record uses the image (as its main image, logo, thumbnail or in its gallery); the problem names the records. When the store fails (502) the record is kept, so the delete can be repeated.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404, 409, 502)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.media.remove(id);
  }
}
