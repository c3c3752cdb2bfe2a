/** Screen under construction in this change. */
export default function DashboardPage() {
  return <main />;
}
