import { checkMessageForm, SITE_TEXTS, type zContactMessageRequest } from '@portal/shared/site';
import type { z } from 'zod';
import { consumeImageCaptcha } from '../captcha/captcha.service.ts';
import type { Db } from '../db/database.ts';
import { AppError, badRequest } from '../http/errors.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { HOUR_MS, nowIso } from '../lib/time.ts';
import { insertMessage } from './messages.repository.ts';

/** Attempts with a complete form, per address and hour; each also uses up a captcha. */
export const MESSAGES_PER_IP = { count: 10, windowMs: HOUR_MS };

type MessageForm = z.output<typeof zContactMessageRequest>;

/**
 * The online message form (spec 000 §2.12, §5): the spec's rules in the spec's order, each
 * refusal naming its field; then the per-address limit and the captcha; then the message
 * is stored. A refused form stores nothing.
 */
export async function saveContactMessage(
  db: Db,
  limits: RateLimitStore,
  form: MessageForm,
  ip: string,
): Promise<{ id: number }> {
  const problem = checkMessageForm(form);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });

  const attempts = await limits.increment(`message:${ip}`, MESSAGES_PER_IP.windowMs);
  if (attempts > MESSAGES_PER_IP.count) throw new AppError(429, SITE_TEXTS.messageTooFrequent);

  await consumeImageCaptcha(db, { id: form.captchaId, answer: form.captcha });
  const id = await insertMessage(db, {
    name: form.name.trim(),
    tel: form.tel.trim(),
    email: form.email.trim(),
    content: form.content.trim(),
    source: form.source,
    ip,
    createTime: nowIso(),
  });
  return { id };
}

/** The operators' list of messages: a read with no rules of its own. */
export { listMessages } from './messages.repository.ts';
