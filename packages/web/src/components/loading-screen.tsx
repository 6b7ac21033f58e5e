/** Full-page placeholder while the session or a route's code loads. */
export function LoadingScreen({ label = 'Loading application...' }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <p>{label}</p>
    </div>
  );
}
