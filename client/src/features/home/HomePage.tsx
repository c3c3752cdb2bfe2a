/** Screen under construction in this change. */
export default function HomePage() {
  return <main />;
}
