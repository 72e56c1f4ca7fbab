import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { SendMessageRequestSchema } from '@app/shared/contract';
import { useLazySchema } from '@app/shared/ui/lazy-schema';

type SendSchema = typeof SendMessageRequestSchema;

/**
 * The shared rule of POST /api/message.php. It brings zod (about 22 KiB brotli), so the composer
 * loads it when the member starts on it, not with the chat (ADR 0019).
 */
export const loadSendSchema = (): Promise<SendSchema> =>
  import('@app/shared/contract/chat-messages').then((module) => module.SendMessageRequestSchema);

/**
 * The composer's rule, loaded at the first focus in the form or the first draft (a picked opener),
 * and at the latest by a send, which waits for it. `schema` is null until it has arrived; the
 * composer renders again then, so the send button follows the draft.
 */
export function useSendSchema(
  form: RefObject<HTMLFormElement | null>,
  draft: string,
): { schema: SendSchema | null; load: () => Promise<SendSchema> } {
  const { current, load: loadLazy } = useLazySchema(loadSendSchema, form);
  const [schema, setSchema] = useState<SendSchema | null>(current);
  const load = useCallback(
    () =>
      loadLazy().then((loaded) => {
        setSchema(loaded);
        return loaded;
      }),
    [loadLazy],
  );
  const drafting = draft !== '';
  useEffect(() => {
    if (drafting) load().catch(() => undefined);
  }, [drafting, load]);
  return { schema, load };
}
