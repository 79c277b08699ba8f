import { Get, Query, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@/common/decorators';
import { ApiProblems } from '@/common/swagger';
import { AppConfig } from '@/config/app-config';
import { SkipAudit } from '@/modules/audit/audit.decorators';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import { TokenPairResponseDto } from '../dto/token-response.dto';
import { OidcService } from './oidc.service';

const SSO_OFF = 'Single sign-on is not configured (OIDC_ISSUER_URL unset) (NOT_FOUND)';

/**
 * Single sign-on with OpenID Connect (docs/security.md#single-sign-on-openid-connect). Both
 * routes are GETs a browser follows: the sign-in starts here and comes back to the callback.
 * Sign-ins and refusals are recorded in the audit log by OidcService.
 */
@ApiTags('studio: auth')
@Public()
@SkipAudit()
@StudioController('auth/oidc')
export class OidcController {
  constructor(
    private readonly oidc: OidcService,
    private readonly config: AppConfig,
  ) {}

  @Get('login')
  @ApiOperation({
    operationId: 'loginWithOidc',
    summary: "Start single sign-on: redirects the browser to the identity provider's sign-in page",
    description:
      'Authorization code flow with PKCE. State, nonce and code verifier stay on the server for 10 minutes; the provider sends the browser back to /studio/auth/oidc/callback. ' +
      'Limited as the password login: an address may have LOGIN_MAX_FAILURES (10) sign-ins started and not finished; past that, 429 with Retry-After until the oldest expires.',
  })
  @ApiFoundResponse({
    description: 'To the identity provider (Location)',
    headers: {
      Location: { description: "The provider's authorization URL", schema: { type: 'string' } },
    },
  })
  @ApiProblems({ status: 404, description: SSO_OFF }, 429, 502)
  async login(@Req() request: Request, @Res() response: Response): Promise<void> {
    const url = await this.oidc.start(request.ip ?? 'unknown');
    response.set('Cache-Control', 'no-store').status(302).location(url.href).end();
  }

  @Get('callback')
  @ApiOperation({
    operationId: 'completeOidcLogin',
    summary: 'Where the identity provider sends the browser back; answers the studio token pair',
    description:
      'Exchanges the code, validates the ID token (signature, issuer, audience, nonce, time), maps the groups claim to a role, and finds, links or creates the studio user. ' +
      'Without OIDC_SUCCESS_REDIRECT_URL it answers the token pair as JSON; with it, it redirects there with the pair in the URL fragment ' +
      '(`#access_token=…&refresh_token=…&token_type=bearer&expires_in=…`). Each state is answered once.',
  })
  @ApiQuery({ name: 'state', required: true, type: String })
  @ApiQuery({ name: 'code', required: false, type: String })
  @ApiQuery({ name: 'error', required: false, type: String })
  @ApiExtraModels(TokenPairResponseDto)
  @ApiOkResponse({
    type: TokenPairResponseDto,
    description: 'Signed in (no OIDC_SUCCESS_REDIRECT_URL)',
  })
  @ApiFoundResponse({
    description: 'Signed in: to OIDC_SUCCESS_REDIRECT_URL with the token pair in the fragment',
    headers: {
      Location: {
        description: 'OIDC_SUCCESS_REDIRECT_URL#access_token=…',
        schema: { type: 'string' },
      },
    },
  })
  @ApiProblems(
    400,
    {
      status: 401,
      description:
        'Unknown, expired or used state; the provider refused; or its answer failed validation (UNAUTHORIZED)',
    },
    {
      status: 403,
      description:
        'No studio role for the groups, unknown user when users are not created, or deactivated user (FORBIDDEN)',
    },
    { status: 404, description: SSO_OFF },
    {
      status: 502,
      description:
        'The identity provider is unreachable or answered an error (UPSTREAM_UNAVAILABLE)',
    },
  )
  async callback(
    @Query() query: Record<string, unknown>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const pair = await this.oidc.callback(query, {
      ip: request.ip ?? 'unknown',
      userAgent: request.get('user-agent'),
    });
    response.set('Cache-Control', 'no-store');
    const target = this.config.oidc?.successRedirectUrl;
    if (!target) {
      response.status(200).json(pair);
      return;
    }
    const fragment = new URLSearchParams({
      access_token: pair.access_token,
      refresh_token: pair.refresh_token,
      token_type: pair.token_type,
      expires_in: String(pair.expires_in),
    });
    response.status(302).location(`${target}#${fragment.toString()}`).end();
  }
}
