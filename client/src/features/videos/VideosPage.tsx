/** Placeholder until the screen is built. */
export default function VideosPage() {
  return <div className="p-8 text-zinc-300">VideosPage</div>;
}
