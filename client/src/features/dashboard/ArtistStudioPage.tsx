/** Placeholder until the screen is built. */
export default function ArtistStudioPage() {
  return <div className="p-8 text-zinc-300">ArtistStudioPage</div>;
}
