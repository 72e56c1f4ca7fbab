/** TEMPORARY until the feature lands. */
export default function SignupModal() {
  return null;
}
