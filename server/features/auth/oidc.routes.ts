import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema.js';
import { safeReturnPath, signInReturningTo } from '../../../common/return-path.js';
import { signInThisDevice } from './device-cookies.js';

const FLOW_COOKIE = 'oidc_flow';
// A browser navigation, so a malformed `next` is ignored rather than answered with an error page.
const loginQuerySchema = z.object({ next: z.string().optional().catch(undefined) });

function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.ctx.config.PUBLIC_URL;
  return configured ? configured.replace(/\/$/, '') : `${request.protocol}://${request.host}`;
}

/**
 * Provider sign-in (OpenID Connect, authorization code + PKCE). Unconfigured, /api/login sends people to the
 * username and password page instead.
 */
export async function oidcRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  let discovered: Promise<oidc.Configuration> | null = null;
  const providerConfig = () => {
    discovered ??= oidc.discovery(
      new URL(config.OIDC_ISSUER_URL!),
      config.OIDC_CLIENT_ID!,
      config.OIDC_CLIENT_SECRET,
      undefined,
      config.isProduction ? undefined : { execute: [oidc.allowInsecureRequests] },
    ).catch((error) => {
      discovered = null; // try discovery again on the next sign-in
      throw error;
    });
    return discovered;
  };

  app.get('/api/login', async (request, reply) => {
    // Where to go after signing in: only a plain path on this site, anything else is ignored (no open redirect).
    const parsed = loginQuerySchema.safeParse(request.query);
    const next = parsed.success ? safeReturnPath(parsed.data.next) : null;
    if (!config.oidcEnabled) return reply.redirect(next ? signInReturningTo(next) : '/local-login');
    const provider = await providerConfig();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(provider, {
      redirect_uri: `${publicOrigin(request)}/api/callback`,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    reply.setCookie(FLOW_COOKIE, JSON.stringify({ verifier, state, next }), {
      path: '/api/callback', httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: 600,
    });
    return reply.redirect(url.href);
  });

  app.get('/api/callback', async (request, reply) => {
    if (!config.oidcEnabled) return reply.redirect('/local-login');
    let flow: { verifier: string; state: string; next?: string | null };
    try {
      flow = JSON.parse(request.cookies[FLOW_COOKIE] ?? '');
    } catch {
      return reply.redirect('/local-login?error=provider');
    }
    reply.clearCookie(FLOW_COOKIE, { path: '/api/callback' });
    const provider = await providerConfig();
    const currentUrl = new URL(request.url, publicOrigin(request));
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
      });
      claims = tokens.claims();
    } catch (error) {
      request.log.warn({ err: error }, 'provider sign-in failed');
      return reply.redirect('/local-login?error=provider');
    }
    if (!claims?.sub) return reply.redirect('/local-login?error=provider');

    const { db } = app.ctx.database;
    let [user] = await db.select().from(users).where(eq(users.oidcSubject, claims.sub)).limit(1);
    if (!user) {
      [user] = await db
        .insert(users)
        .values({
          oidcSubject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
          firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
          lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
          profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
        })
        .returning();
    }
    await signInThisDevice(request, reply, user!);
    if (!user!.userType) return reply.redirect('/registration');
    // The flow cookie is httpOnly and set by us, but it is checked again: a path on this site or the dashboard.
    return reply.redirect(safeReturnPath(flow.next) ?? '/dashboard');
  });
}
