import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A minimal OpenID Connect provider (a third party, so it may be faked): discovery, authorize (auto-consent),
// token with PKCE check, JWKS. ID tokens are RS256-signed.

export interface FakeProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims of the person who "signs in" at the provider next. */
  nextUser: { sub: string; email?: string; given_name?: string; family_name?: string };
  close(): Promise<void>;
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export async function startFakeOidcProvider(): Promise<FakeProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; redirectUri: string; user: FakeProvider['nextUser'] }>();
  const provider = {
    clientId: 'salone-test',
    clientSecret: 'test-secret',
    nextUser: { sub: 'user-1' },
  } as FakeProvider;

  const sign = (claims: object) => {
    const head = b64url(JSON.stringify({ alg: 'RS256', kid: 'test-key', typ: 'JWT' }));
    const body = b64url(JSON.stringify(claims));
    const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey);
    return `${head}.${body}.${b64url(signature)}`;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url!, provider.issuer);
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomBytes(16).toString('hex');
      const redirectUri = url.searchParams.get('redirect_uri')!;
      codes.set(code, { challenge: url.searchParams.get('code_challenge')!, redirectUri, user: provider.nextUser });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const grant = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!grant || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
        return json(400, { error: 'invalid_grant' });
      }
      codes.delete(form.get('code')!);
      const now = Math.floor(Date.now() / 1000);
      return json(200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: sign({ iss: provider.issuer, aud: provider.clientId, iat: now, exp: now + 300, ...grant.user }),
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () => new Promise((resolve) => server.close(() => resolve()));
  return provider;
}
