import { describe, expect, it } from 'vitest';
import { loadConfig, requireDemoDataAllowed } from './config.js';

describe('loadConfig', () => {
  it('refuses demo data in production unless it is allowed a second time', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toThrow(/ALLOW_DEMO_DATA_IN_PRODUCTION/);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
  });

  it('trusts no proxy unless TRUST_PROXY names one, in production too', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    // A hop count becomes a function of the hop: Fastify reads a bare number as "trust nobody".
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('127.0.0.1', 0), oneHop('203.0.113.9', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps media on disk unless the S3 settings are given, and then needs all of them', () => {
    expect(loadConfig({}).s3).toBeNull();
    const s3 = { S3_BUCKET: 'salone-media', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3).s3).toEqual({ bucket: 'salone-media', region: 'eu-west-1', endpoint: undefined, accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: false });
    // A custom endpoint (MinIO, R2, s3rver) usually wants path-style addressing.
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3?.forcePathStyle).toBe(true);
    expect(() => loadConfig({ S3_BUCKET: 'salone-media' })).toThrow(/S3_REGION: required/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET/);
  });

  it('listens on this machine only in development, and on every interface in production, unless HOST is set', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
    for (const loopback of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1']) {
      expect(loadConfig({ HOST: loopback }).HOST).toBe(loopback);
    }
  });

  it('refuses a development server on the network unless ALLOW_DEV_FEATURES_ON_NETWORK says so, and says why', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.2', 'salone.example']) {
      expect(() => loadConfig({ HOST: host })).toThrow(/HOST: .* would put a development server .* on the network/);
      expect(() => loadConfig({ NODE_ENV: 'test', HOST: host })).toThrow(/ALLOW_DEV_FEATURES_ON_NETWORK=true/);
      expect(loadConfig({ HOST: host, ALLOW_DEV_FEATURES_ON_NETWORK: 'true' }).HOST).toBe(host);
      expect(loadConfig({ NODE_ENV: 'production', HOST: host }).HOST).toBe(host);
    }
    expect(() => loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_FEATURES_ON_NETWORK: 'false' })).toThrow(/HOST/);
  });

  it('lets npm run db:seed seed the demo accounts in production only with the server\'s own opt-in, in its words', () => {
    const refusal = () => requireDemoDataAllowed(loadConfig({ NODE_ENV: 'production' }));
    expect(refusal).toThrow(/demo data in production seeds accounts whose passwords are published/);
    expect(refusal).toThrow(/also set ALLOW_DEMO_DATA_IN_PRODUCTION=true for a throwaway demo or benchmark server/);
    expect(() => requireDemoDataAllowed(loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' }))).not.toThrow();
    expect(() => requireDemoDataAllowed(loadConfig({}))).not.toThrow();
  });
});
