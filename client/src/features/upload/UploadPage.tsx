/** Placeholder until the screen is built. */
export default function UploadPage() {
  return <div className="p-8 text-zinc-300">UploadPage</div>;
}
