export interface CaptchaChallengeTable {
  id: string;
  kind: 'image' | 'slider';
  /** The image's characters; null for a slider. */
  answer: string | null;
  ip: string;
  createTime: string;
  expireTime: string;
  /** When a slider was dragged to the end (its ticket is then good for one submission). */
  passTime: string | null;
  usedTime: string | null;
}

/** Captcha challenges. Columns and timestamps as db/schema.ts says. */
export interface CaptchaTables {
  captchaChallenge: CaptchaChallengeTable;
}
