import type { ReactNode } from 'react';
import type { LayoutName } from '@app/shared/contract';
import { ChatLayout } from './chat-layout';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { LanderLayout } from '@app/shared/ui/lander-layout';

/**
 * The shell's layouts by the name a route gives (`LAYOUT_NAMES` of the contract, which the server
 * shares): a route naming another one shows the error page (`app/router.tsx`).
 */
const LAYOUTS = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
} as const satisfies Record<LayoutName, unknown>;

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const Chosen = LAYOUTS[name];
  return <Chosen>{children}</Chosen>;
}
