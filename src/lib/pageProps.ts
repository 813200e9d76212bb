/** What the router hands every page: the route's parameters. */
export interface PageProps {
  readonly params: Readonly<Record<string, string | undefined>>;
}
