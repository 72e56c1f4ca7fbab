import { useLocation } from '@app/shared/router';
import { LanderScreen } from '../../common/lander-screen';
import { landerFromPath } from '../../common/lander-path';

/** `/landers/<type>/<slug?>`: the type and slug come from the path (the route names only the slug). */
export function LanderPage() {
  const { pathname } = useLocation();
  const address = landerFromPath(pathname) ?? { type: 'gallery', slug: null };
  return <LanderScreen type={address.type} slug={address.slug} />;
}

/** `/landers/tinderswipe`: the swipe demo lander (no campaign slug). */
export function TinderswipePage() {
  return <LanderScreen type="tinderswipe" slug={null} />;
}
