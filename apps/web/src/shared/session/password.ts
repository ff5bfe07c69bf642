import { md5 } from 'js-md5';

/** The password as it travels: md5 hex of what was typed (spec 000 §5). Never stored. */
export function hashPassword(plain: string): string {
  return md5(plain);
}
