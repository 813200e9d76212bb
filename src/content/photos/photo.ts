/**
 * A stock photo the catalogue may use: its id with the subject it shows, an alt text that
 * describes it and a placeholder colour close to its dominant tone (shown until it loads, or when
 * offline). Ids come from the vetted list in the product brief; an id typed from memory would be a
 * broken image in production, so the catalogue takes its photos from the modules beside this one,
 * never raw ids.
 */
export interface PhotoInfo {
  /** Stock photo id on the image host. */
  readonly id: string;
  /** What the photo shows, as vetted. */
  readonly subject: string;
  /** Alt text describing the image. */
  readonly alt: string;
  /** Placeholder colour while loading or offline. */
  readonly color: string;
}
