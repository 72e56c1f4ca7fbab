import type { ReactNode } from 'react';
import type { LayoutName } from '@app/shared/contract';
import { ChatLayout } from './chat-layout';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { LanderLayout } from './lander-layout';

const LAYOUTS = { default: DefaultLayout, chat: ChatLayout, lander: LanderLayout, empty: EmptyLayout } as const;

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const Chosen = LAYOUTS[name];
  return <Chosen>{children}</Chosen>;
}
