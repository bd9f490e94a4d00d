import path from 'node:path';
import { DEFAULT_APPROVAL_LINK_DAYS } from '@signshop/domain';
import { z } from 'zod';
import type { LogFormat } from './plugins/logging.ts';
import type { S3Settings } from './storage/s3-storage.ts';

/** Where `npm run keys:bank` writes the public key in the data dir unless BANK_PUBLIC_KEY_FILE says otherwise. */
export const BANK_PUBLIC_KEY_FILE_NAME = 'bank-public-key.pem';

const minutes = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting the server reads from the environment (see docs/configuration.md). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  // Streaming replicas the read-only routes read from, separated by commas.
  READ_DATABASE_URL: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url('READ_DATABASE_URL must be database URLs separated by commas')))
    .default([]),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SignShop <no-reply@signshop.local>'),
  ADMIN_EMAIL: z.email().default('admin@signshop.local'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must have at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: minutes(60 * 12),
  SESSION_MAX_HOURS: minutes(24 * 7),
  RESET_LINK_MINUTES: minutes(60),
  EMAIL_SENDS_PER_HOUR: z.coerce.number().int().positive().default(30),
  SIGN_UPS_PER_HOUR: z.coerce.number().int().positive().default(10),
  APPROVAL_LINK_DAYS: z.coerce.number().int().positive().max(3650).default(DEFAULT_APPROVAL_LINK_DAYS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  TRUST_PROXY: z.stringbool().default(false),
  WEB_DIST: z.string().optional(),
  MACHINE_INGEST_TOKEN: z
    .string()
    .min(24, 'MACHINE_INGEST_TOKEN must have at least 24 characters')
    .optional(),
  MACHINE_IMAGES_URL: z.url({ protocol: /^https?$/ }).optional(),
  FILE_MAX_MB: z.coerce.number().positive().default(1024),
  COMPANY_STORAGE_QUOTA_MB: z.coerce
    .number()
    .positive()
    .default(5 * 1024),
  DISK_RESERVE_MB: z.coerce
    .number()
    .nonnegative()
    .default(2 * 1024),
  SHOP_TIME_ZONE: z
    .string()
    .refine(
      (zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC',
      'not a known time zone',
    )
    .optional(),
  BANK_PUBLIC_KEY_FILE: z.string().trim().min(1).optional(),
  SHOP_NAME: z.string().trim().min(1).max(200).default('SignShop'),
  SHOP_ADDRESS: z.string().max(500).default(''),
  SHOP_PHONE: z.string().max(100).default(''),
  SHOP_EMAIL: z.union([z.email(), z.literal('')]).default(''),
  // At least 2: a request holding a transaction may read through the pool beside it.
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  // Rows an unpaged list reply reads (and writes) at a time: its memory is one batch, not the whole result.
  STREAM_BATCH_ROWS: z.coerce.number().int().min(1).max(10_000).default(500),
  // Unpaged list replies reading a batch at once on this instance (each read takes a pooled
  // connection for its one query): the others wait their turn, the rest of the app keeps the pool.
  STREAM_READERS: z.coerce.number().int().min(1).max(100).default(4),
  // When the shop's scheduled mail (reminders, statements) is looked for, in the shop's time zone;
  // 'off': never by itself (nor at start-up), only when an admin asks.
  REMINDER_SCAN_CRON: z
    .string()
    .trim()
    .regex(/^(off|(\S+\s+){4}\S+)$/, 'REMINDER_SCAN_CRON must be a cron line of 5 fields, or off')
    .default('0 * * * *'),
  // When stage notifications are looked for (besides promptly after each stage change heard);
  // 'off': only when an admin asks (and not after stage changes either).
  NOTIFICATION_SCAN_CRON: z
    .string()
    .trim()
    .regex(/^(off|(\S+\s+){4}\S+)$/, 'NOTIFICATION_SCAN_CRON must be a cron line of 5 fields, or off')
    .default('* * * * *'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(25),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_.-]*\/?)*$/i, 'S3_PREFIX must be folder names separated by /')
    .default(''),
});

/** STORAGE_DRIVER=s3 needs a bucket, and credentials come as a pair. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'S3_BUCKET is required when STORAGE_DRIVER=s3',
    });
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    });
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL streaming replicas of that database the lists, searches and reports read from (none: all on the primary). */
  readDatabaseUrls: string[];
  /** Base address used in emailed links; defaults to http://localhost:PORT. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  adminPassword?: string;
  /** HMAC key of the session token; main.ts keeps a generated one in the data dir when unset. */
  sessionSecret?: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  resetLinkMinutes: number;
  /** Quote emails (POST /api/email) one account may send per rolling hour. */
  emailSendsPerHour: number;
  /** Sign-ups one address may make per rolling hour (each email 3 tries an hour whatever this is). */
  signUpsPerHour: number;
  /** How long an approval link (quote or proof) works, in days. */
  approvalLinkDays: number;
  logLevel: string;
  /** JSON lines, readable lines, or auto: readable when stdout is a terminal. */
  logFormat: LogFormat;
  trustProxy: boolean;
  /** The built SPA; not served when the folder does not exist. */
  webDist: string;
  /** Token the milling machines' agents send to report plates; main.ts keeps a generated one in the data dir when unset. */
  machineIngestToken?: string;
  /** Base address of the storage bucket holding the machine chart images (shown on /machineimages). */
  machineImagesUrl?: string;
  /** Largest job file accepted, in bytes. */
  fileMaxBytes: number;
  /** Most bytes of job files a company's jobs hold before its customers' uploads are refused. */
  companyStorageQuotaBytes: number;
  /** Free space the local storage's disk keeps: an upload that would leave less is refused (507). */
  diskReserveBytes: number;
  /** The shop's time zone: what "today" means for dates (defaults to the server's). */
  shopTimeZone: string;
  /** The shop as its documents (PDFs) show it. */
  shop: ShopIdentity;
  /** The RSA public key (PEM) browsers encrypt bank details with; written by `npm run keys:bank`. */
  bankPublicKeyFile: string;
  /** Most connections one instance keeps open to PostgreSQL. */
  dbPoolSize: number;
  /** Rows an unpaged list reply reads and writes at a time (its memory is one batch, not the result). */
  streamBatchRows: number;
  /** Unpaged list replies reading a batch at once on this instance; the others wait their turn. */
  streamReaders: number;
  /** The cron line of the scan for due reminders and statements (shop time), or null: only on demand. */
  reminderScanCron: string | null;
  /** The cron line of the stage notification scan, or null: only on demand (no scan after stage changes either). */
  notificationScanCron: string | null;
  /** How long a SIGTERM waits for requests in flight before the process gives up on them. */
  shutdownGraceMs: number;
  /** Where job files live: the data dir's files/ folder, or an S3-compatible bucket. */
  storage: { driver: 'local'; root: string } | ({ driver: 's3' } & S3Settings);
}

/** The shop's name and contact lines printed at the top of every document. */
export interface ShopIdentity {
  name: string;
  /** Address lines; SHOP_ADDRESS separates them with new lines or a literal "\n". */
  addressLines: string[];
  phone: string;
  email: string;
  website?: string;
  /** The logo the admin uploaded (never from the environment), printed in every letterhead. */
  logo?: DocumentLogo;
}

/** A logo as documents and mails embed it: its type and bytes, and its size in pixels. */
export interface DocumentLogo {
  content_type: 'image/png' | 'image/jpeg';
  /** The image as a data: URL (base64), as pdfmake takes it. */
  dataUrl: string;
  width: number;
  height: number;
}

/** Reads the environment and fails fast with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Bad configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    readDatabaseUrls: e.READ_DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    resetLinkMinutes: e.RESET_LINK_MINUTES,
    emailSendsPerHour: e.EMAIL_SENDS_PER_HOUR,
    signUpsPerHour: e.SIGN_UPS_PER_HOUR,
    approvalLinkDays: e.APPROVAL_LINK_DAYS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    machineIngestToken: e.MACHINE_INGEST_TOKEN,
    machineImagesUrl: e.MACHINE_IMAGES_URL?.replace(/\/$/, ''),
    fileMaxBytes: Math.round(e.FILE_MAX_MB * 1024 * 1024),
    companyStorageQuotaBytes: Math.round(e.COMPANY_STORAGE_QUOTA_MB * 1024 * 1024),
    diskReserveBytes: Math.round(e.DISK_RESERVE_MB * 1024 * 1024),
    shopTimeZone: e.SHOP_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    bankPublicKeyFile: path.resolve(
      e.BANK_PUBLIC_KEY_FILE ?? path.join(path.resolve(e.DATA_DIR), BANK_PUBLIC_KEY_FILE_NAME),
    ),
    shop: {
      name: e.SHOP_NAME,
      addressLines: e.SHOP_ADDRESS.split(/\r?\n|\\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      phone: e.SHOP_PHONE.trim(),
      email: e.SHOP_EMAIL,
    },
    dbPoolSize: e.DB_POOL_SIZE,
    streamBatchRows: e.STREAM_BATCH_ROWS,
    streamReaders: e.STREAM_READERS,
    reminderScanCron: e.REMINDER_SCAN_CRON === 'off' ? null : e.REMINDER_SCAN_CRON,
    notificationScanCron: e.NOTIFICATION_SCAN_CRON === 'off' ? null : e.NOTIFICATION_SCAN_CRON,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : { driver: 'local', root: path.join(path.resolve(e.DATA_DIR), 'files') },
  };
}
