export default function Page() {
  return <div>landing</div>;
}
