// A design-system primitive in shadcn/ui's layout (src/components/ui): every
// button of the app is this element, styled by the classes its caller passes.
export function Button({ className = "", ...props }) {
  return <button className={"inline-flex h-9 items-center rounded-md bg-slate-900 px-4 text-sm text-white " + className} {...props} />;
}
