import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
});
