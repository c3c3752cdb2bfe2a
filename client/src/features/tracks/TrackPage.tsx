/** Placeholder until the screen is built. */
export default function TrackPage() {
  return <div className="p-8 text-zinc-300">TrackPage</div>;
}
