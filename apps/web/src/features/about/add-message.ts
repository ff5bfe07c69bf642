/** What the message form hands to /AddMessage (router state): the outcome and its message. */
export interface AddMessageResult {
  ok: boolean;
  msg: string;
}

export function isAddMessageResult(value: unknown): value is AddMessageResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AddMessageResult).ok === 'boolean' &&
    typeof (value as AddMessageResult).msg === 'string'
  );
}
