import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { takesTestPayments } from './config/payments';

test('a fresh machine needs no settings at all', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.dataDir).toBe(path.resolve('data'));
  expect(config.databaseUrl).toBeUndefined();
  expect(config.appUrl).toBe('http://localhost:3000');
  expect(config.clinicTimeZone).toBe('Asia/Jakarta');
  expect(config.currency).toBe('usd');
  expect(config.jwtExpiresIn).toBe('7d');
});

test('settings are read from the environment', () => {
  const config = loadConfig({
    PORT: '4000',
    DATA_DIR: '/tmp/site-data',
    DATABASE_URL: 'postgres://u:p@localhost:5432/site',
    JWT_SECRET: 'x'.repeat(40),
    APP_URL: 'https://restoran.example.com/',
    CLINIC_TIME_ZONE: 'Asia/Makassar',
    CURRENCY: 'IDR',
    CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
  });
  expect(config.port).toBe(4000);
  expect(config.dataDir).toBe('/tmp/site-data');
  expect(config.databaseUrl).toBe('postgres://u:p@localhost:5432/site');
  expect(config.appUrl).toBe('https://restoran.example.com');
  expect(config.clinicTimeZone).toBe('Asia/Makassar');
  expect(config.currency).toBe('idr');
  expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
});

test('every bad value is reported, one clear line each', () => {
  let error: unknown;
  try {
    loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      APP_URL: 'not a url',
      CLINIC_TIME_ZONE: 'Mars/Olympus',
      LOG_LEVEL: 'loud',
      RAZORPAY_KEY_ID: 'rzp_test_1',
    });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems;
  expect(problems).toHaveLength(7);
  expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
  expect(problems.join('\n')).toMatch(/DATABASE_URL must start with postgres/);
  expect(problems.join('\n')).toMatch(/JWT_SECRET must be at least 32 characters/);
  expect(problems.join('\n')).toMatch(/APP_URL must be an http\(s\) URL/);
  expect(problems.join('\n')).toMatch(/CLINIC_TIME_ZONE must be an IANA time zone/);
  expect(problems.join('\n')).toMatch(/LOG_LEVEL must be one of/);
  expect(problems.join('\n')).toMatch(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together/);
});

test('API_ERROR_STATUS: real statuses by default, HTTP 200 for refusals when asked, nonsense is refused', () => {
  expect(loadConfig({}).apiErrorStatus).toBe('http');
  expect(loadConfig({ API_ERROR_STATUS: 'http' }).apiErrorStatus).toBe('http');
  expect(loadConfig({ API_ERROR_STATUS: 'HTTP' }).apiErrorStatus).toBe('http');
  expect(loadConfig({ API_ERROR_STATUS: '200' }).apiErrorStatus).toBe('200');
  for (const bad of ['400', 'ok', 'always-200']) {
    expect(() => loadConfig({ API_ERROR_STATUS: bad })).toThrow(
      `API_ERROR_STATUS must be one of http, 200 (got "${bad}")`,
    );
  }
});

test('CONTENT_CACHE_MS: about a second by default, 0 turns the cache off, nonsense is refused', () => {
  expect(loadConfig({}).contentCacheMs).toBe(1000);
  expect(loadConfig({ CONTENT_CACHE_MS: '0' }).contentCacheMs).toBe(0);
  expect(loadConfig({ CONTENT_CACHE_MS: '2500' }).contentCacheMs).toBe(2500);
  for (const bad of ['-1', 'soon', '1.5', '60001']) {
    expect(() => loadConfig({ CONTENT_CACHE_MS: bad })).toThrow(
      /CONTENT_CACHE_MS must be a whole number from 0 to 60000/,
    );
  }
});

test('REQUEST_QUEUE_PER_CLIENT and HEAVY_WORK_SHARE: 64 waiting and 25 % by default, nonsense is refused', () => {
  expect(loadConfig({}).requestTurns).toEqual({ perClient: 64, share: 0.25, retryAfterSeconds: 2 });
  expect(loadConfig({ REQUEST_QUEUE_PER_CLIENT: '8', HEAVY_WORK_SHARE: '25' }).requestTurns).toMatchObject({
    perClient: 8,
    share: 0.25,
  });
  expect(() => loadConfig({ REQUEST_QUEUE_PER_CLIENT: '0' })).toThrow(
    /REQUEST_QUEUE_PER_CLIENT must be a whole number from 1 to 100000/,
  );
  for (const bad of ['5', '101', 'half']) {
    expect(() => loadConfig({ HEAVY_WORK_SHARE: bad })).toThrow(
      /HEAVY_WORK_SHARE must be a whole number from 10 to 100/,
    );
  }
});

test('RENDER_THREADS: one worker thread renders pages by default, 0 renders on the main thread, nonsense is refused', () => {
  expect(loadConfig({}).renderThreads).toBe(1);
  expect(loadConfig({ RENDER_THREADS: '0' }).renderThreads).toBe(0);
  expect(loadConfig({ RENDER_THREADS: ' 8 ' }).renderThreads).toBe(8);
  for (const bad of ['-1', '9', '1.5', 'two']) {
    expect(() => loadConfig({ RENDER_THREADS: bad })).toThrow(
      `RENDER_THREADS must be a whole number from 0 to 8 (got "${bad}")`,
    );
  }
});

test('UPLOAD_STORAGE: the database with DATABASE_URL, the disk on the embedded database, or as set', () => {
  const postgres = { DATABASE_URL: 'postgres://u:p@localhost:5432/site', JWT_SECRET: 'x'.repeat(40) };
  expect(loadConfig({}).uploadStorage).toBe('disk');
  expect(loadConfig(postgres).uploadStorage).toBe('database');
  expect(loadConfig({ ...postgres, UPLOAD_STORAGE: 'disk' }).uploadStorage).toBe('disk');
  expect(loadConfig({ UPLOAD_STORAGE: 'Database' }).uploadStorage).toBe('database');
  expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(
    /UPLOAD_STORAGE must be one of disk, database \(got "s3"\)/,
  );
});

test('staff sessions last 12 hours unless STAFF_JWT_EXPIRES_IN says otherwise; no first admin unless asked', () => {
  expect(loadConfig({}).staffJwtExpiresIn).toBe('12h');
  expect(loadConfig({}).firstAdmin).toBeUndefined();
  expect(loadConfig({ STAFF_JWT_EXPIRES_IN: '30m' }).staffJwtExpiresIn).toBe('30m');
  expect(loadConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'long-enough' }).firstAdmin).toEqual({
    email: 'owner@example.com',
    password: 'long-enough',
  });
});

test('the staff settings are checked', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };
  expect(problems({ STAFF_JWT_EXPIRES_IN: 'a day' })).toEqual([
    'STAFF_JWT_EXPIRES_IN must look like 30m, 12h or 7d (got "a day")',
  ]);
  expect(problems({ ADMIN_EMAIL: 'owner@example.com' })).toEqual([
    'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  ]);
  expect(problems({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'long-enough' })).toEqual([
    'ADMIN_EMAIL must be an e-mail address (got "owner")',
  ]);
  expect(problems({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' })).toEqual([
    'ADMIN_PASSWORD must be at least 8 characters long',
  ]);
});

describe('e-mail settings', () => {
  test('without SMTP_URL mail is written to files, sent from the site name at the APP_URL domain, and no staff address', () => {
    const config = loadConfig({ APP_URL: 'https://klinik.example.com' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Nusantara Rasa Group <no-reply@klinik.example.com>');
    expect(config.staffEmail).toBeUndefined();
    expect(loadConfig({}).mailFrom).toBe('Nusantara Rasa Group <no-reply@localhost>');
  });

  test('SMTP_URL, MAIL_FROM and STAFF_EMAIL are read', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Klinik <halo@klinik.example.com>',
      STAFF_EMAIL: 'staf@klinik.example.com',
    });
    expect(config.smtpUrl).toBe('smtp://user:pass@mail.example.com:587');
    expect(config.mailFrom).toBe('Klinik <halo@klinik.example.com>');
    expect(config.staffEmail).toBe('staf@klinik.example.com');
    expect(loadConfig({ MAIL_FROM: 'halo@klinik.example.com' }).mailFrom).toBe('halo@klinik.example.com');
  });

  test('SMTP_MAX_CONNECTIONS: 5 kept connections unless told, from 1 to 50', () => {
    expect(loadConfig({}).smtpMaxConnections).toBe(5);
    expect(loadConfig({ SMTP_MAX_CONNECTIONS: '12' }).smtpMaxConnections).toBe(12);
    expect(() => loadConfig({ SMTP_MAX_CONNECTIONS: '0' })).toThrow(
      /SMTP_MAX_CONNECTIONS must be a whole number from 1 to 50/,
    );
  });

  test('bad mail settings are reported', () => {
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'Klinik <>', STAFF_EMAIL: 'staff' });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(problems).toMatch(/MAIL_FROM must be an e-mail address/);
    expect(problems).toMatch(/STAFF_EMAIL must be an e-mail address/);
  });
});

test('payments: test mode on purpose takes no keys, and production never falls back to test payments unasked', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_123' };
  expect(takesTestPayments(loadConfig({}))).toBe(true);
  expect(takesTestPayments(loadConfig(keys))).toBe(false);
  expect(takesTestPayments(loadConfig({ PAYMENT_PROVIDER_MODE: 'live' }))).toBe(false);
  expect(takesTestPayments(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER_MODE: 'test' }))).toBe(true);
  expect(takesTestPayments(loadConfig({ NODE_ENV: 'production', ...keys }))).toBe(false);
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
    /NODE_ENV=production without payment keys would take test payments/,
  );
  expect(() => loadConfig({ PAYMENT_PROVIDER_MODE: 'test', ...keys })).toThrow(
    /PAYMENT_PROVIDER_MODE=test takes no payment keys/,
  );
});

describe('Midtrans settings', () => {
  test('off without keys; the sandbox, Midtrans’ own hosts and no cards unless told', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      midtransServerKey: undefined,
      midtransClientKey: undefined,
      midtransProduction: false,
      midtransApiBase: undefined,
      midtransSnapBase: undefined,
      midtransCards: false,
    });
  });

  test('keys, production, other hosts and cards are read', () => {
    const config = loadConfig({
      CURRENCY: 'idr',
      MIDTRANS_SERVER_KEY: 'Mid-server-abc',
      MIDTRANS_CLIENT_KEY: 'Mid-client-abc',
      MIDTRANS_PRODUCTION: 'TRUE',
      MIDTRANS_API_BASE: 'http://127.0.0.1:4010',
      MIDTRANS_SNAP_BASE: 'http://127.0.0.1:4011',
      MIDTRANS_CARDS: 'true',
    });
    expect(config).toMatchObject({
      midtransServerKey: 'Mid-server-abc',
      midtransClientKey: 'Mid-client-abc',
      midtransProduction: true,
      midtransApiBase: 'http://127.0.0.1:4010',
      midtransSnapBase: 'http://127.0.0.1:4011',
      midtransCards: true,
    });
  });

  test('bad Midtrans settings are reported, one line each', () => {
    let error: unknown;
    try {
      loadConfig({
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-abc',
        MIDTRANS_PRODUCTION: 'yes',
        MIDTRANS_API_BASE: 'api.midtrans.com',
        MIDTRANS_SNAP_BASE: 'ftp://app.midtrans.com',
        MIDTRANS_CARDS: '1',
      });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'MIDTRANS_CLIENT_KEY needs MIDTRANS_SERVER_KEY',
      'MIDTRANS_API_BASE must be an http(s) URL (got "api.midtrans.com")',
      'MIDTRANS_SNAP_BASE must be an http(s) URL (got "ftp://app.midtrans.com")',
      'MIDTRANS_PRODUCTION must be one of true, false (got "yes")',
      'MIDTRANS_CARDS must be one of true, false (got "1")',
    ]);
  });

  test('a Midtrans server key is a real provider: the test provider steps aside, and test mode refuses it', () => {
    const midtrans = { MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc', CURRENCY: 'idr' };
    expect(takesTestPayments(loadConfig(midtrans))).toBe(false);
    expect(takesTestPayments(loadConfig({ NODE_ENV: 'production', ...midtrans }))).toBe(false);
    expect(() => loadConfig({ PAYMENT_PROVIDER_MODE: 'test', ...midtrans })).toThrow(
      'PAYMENT_PROVIDER_MODE=test takes no payment keys: unset the Stripe, Razorpay and Midtrans keys, or choose auto or live',
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /set STRIPE_SECRET_KEY, the Razorpay keys or MIDTRANS_SERVER_KEY/,
    );
  });
});
