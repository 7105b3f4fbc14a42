export function MeetingDetailPage() {
  return <h1>Meeting</h1>;
}
