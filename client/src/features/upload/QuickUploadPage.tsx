/** Placeholder until the screen is built. */
export default function QuickUploadPage() {
  return <div className="p-8 text-zinc-300">QuickUploadPage</div>;
}
