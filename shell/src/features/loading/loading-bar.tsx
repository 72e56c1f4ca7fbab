import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useNavigation } from '@app/shared/router';
import { $loadingBarVisible, startLoading } from './loading-store';

/** The thin bar at the top while a navigation or a page is loading. */
export function LoadingBar() {
  const visible = useStore($loadingBarVisible);
  const navigation = useNavigation();
  useEffect(() => (navigation.state === 'idle' ? undefined : startLoading()), [navigation.state]);
  return visible ? <div className="loading-bar" role="progressbar" aria-hidden="true" /> : null;
}
