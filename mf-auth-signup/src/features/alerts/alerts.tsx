/** TEMPORARY until the feature lands. */
export default function Alerts(_props: { routeName: string }) {
  return null;
}
