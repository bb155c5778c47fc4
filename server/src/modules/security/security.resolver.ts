import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { AuthService } from './auth.service';
import { LoginInput, LoginPayload, Me, RefreshPayload, toMe } from './security.types';

@Resolver()
export class SecurityResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => Me, { nullable: true, description: 'The signed-in user, or null when the request is anonymous.' })
  me(@Ctx() ctx: RequestContext): Me | null {
    return ctx.actor ? toMe(ctx.actor) : null;
  }

  @Query(() => String, { description: "A CSRF token bound to the caller's session (browser writes must echo it in X-CSRFToken)." })
  csrfToken(@Ctx() ctx: RequestContext): string {
    return this.auth.csrfToken(ctx);
  }

  @Query(() => String, {
    nullable: true,
    description: "The CSRF token bound to the caller's session, or null when the request is anonymous: the browser asks for it beside `me` in its one boot request.",
  })
  sessionCsrfToken(@Ctx() ctx: RequestContext): string | null {
    return ctx.actor ? this.auth.csrfToken(ctx) : null;
  }

  @Query(() => [String], { description: 'Permission names the caller holds on one view-menu, e.g. Chart -> [can_read, can_write].' })
  myPermissions(@Ctx() ctx: RequestContext, @Arg('viewMenu', () => String) viewMenu: string): string[] {
    return ctx.requireActor().permissionsOn(viewMenu);
  }

  @Mutation(() => LoginPayload)
  async login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<LoginPayload> {
    const r = await this.auth.login(ctx, input);
    return { me: toMe(r.actor), accessToken: r.accessToken, refreshToken: r.refreshToken, csrfToken: r.csrfToken };
  }

  @Mutation(() => RefreshPayload, { description: 'Exchanges the refresh token presented as the bearer for a new (not fresh) access token.' })
  async refreshAccessToken(@Ctx() ctx: RequestContext): Promise<RefreshPayload> {
    return { accessToken: await this.auth.refresh(ctx) };
  }

  @Mutation(() => Boolean)
  logout(@Ctx() ctx: RequestContext): boolean {
    return this.auth.logout(ctx);
  }
}
