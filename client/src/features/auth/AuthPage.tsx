/** Screen under construction in this change. */
export default function AuthPage() {
  return <main />;
}
