/**
 * Connection credentials at rest: AES-256-GCM under a key derived (HKDF-SHA256) from SECRETS_KEY.
 * Stored as `v1.{iv}.{tag}.{ciphertext}` in base64url. Without SECRETS_KEY nothing is stored.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '../platform/errors';

function keyOf(secretsKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretsKey, 'ai-analyst', 'database connection credentials', 32));
}

export function secretsKeyMissing(): AppError {
  return new AppError(
    400,
    'secrets_key_missing',
    'Passwords cannot be stored: the server has no SECRETS_KEY. Ask the operator to set SECRETS_KEY (32 characters or more) and restart, or connect without a password.',
  );
}

export function encryptSecret(secretsKey: string | undefined, plain: string): string {
  if (!secretsKey) throw secretsKeyMissing();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(secretsKey: string | undefined, stored: string): string {
  if (!secretsKey) throw secretsKeyMissing();
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new AppError(500, 'secret_unreadable', 'A stored connection password is unreadable.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new AppError(
      409,
      'secret_unreadable',
      'The stored password cannot be decrypted with the current SECRETS_KEY (was the key changed?). Enter the password again.',
    );
  }
}
