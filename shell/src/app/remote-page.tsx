import { Suspense, use, useState } from 'react';
import { reloadForChunkError } from '../features/errors/chunk-reload';
import { PageSpinner } from '../features/loading/page-spinner';
import { registeredRelease } from './registry';
import { loadRemoteRoutes, retryRemote } from './remote-modules';
import { SlotErrorBoundary } from './slot-error-boundary';
import { UnavailablePanel } from './unavailable-panel';

export interface RemotePageProps {
  remote: string;
  page: string;
}

function RemotePageContent({ remote, page, onRetry }: RemotePageProps & { onRetry: () => void }) {
  const result = use(loadRemoteRoutes(remote));
  if (!result.ok) return <UnavailablePanel onRetry={onRetry} />;
  const Page = result.module.pages[page];
  if (!Page) return <UnavailablePanel onRetry={onRetry} />;
  return (
    <div
      data-remote={remote}
      data-remote-build={result.module.buildId}
      data-remote-version={registeredRelease(remote)?.version}
    >
      <Page />
    </div>
  );
}

/** A slot that renders one page of one remote, isolated from every other part of the site. */
export function RemotePage({ remote, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => void retryRemote(remote).then(() => setAttempt((count) => count + 1));
  return (
    <SlotErrorBoundary
      key={attempt}
      fallback={() => <UnavailablePanel onRetry={retry} />}
      onChunkError={reloadForChunkError}
    >
      <Suspense fallback={<PageSpinner />}>
        <RemotePageContent remote={remote} page={page} onRetry={retry} />
      </Suspense>
    </SlotErrorBoundary>
  );
}
