/**
 * A testimonials band's title is no feature (round 16, audit15's candidate): "Here's what our
 * customers say about Quillnest" over the quotes came and went with the page's copy and read as a
 * feature removed. Read through extractSite on a page of ours and diffed.
 */
import { describe, expect, test } from "bun:test";
import { extractSite } from "../../src/intel/extract-site.ts";
import { diffFacts } from "../../src/monitoring/diff.ts";

const page = (quotesTitle: string | null) => `<!doctype html><html lang="en"><head><title>Quillnest features</title><meta name="description" content="Quillnest: a calm place to write together."></head><body>
<main>
  <h1>Everything a writing team needs</h1>
  <section class="features">
    <h3>Shared notebooks</h3><p>Write together in one place.</p>
    <h3>Version history</h3><p>Every draft kept.</p>
    <h3>Offline drafts</h3><p>Keep writing on the train.</p>
  </section>
  ${quotesTitle === null ? "" : `<h2>${quotesTitle}</h2><p>“We ship our docs twice as fast.” — Ana, editor</p>`}
</main></body></html>`;
const read = (html: string) => extractSite([{ url: "https://quillnest.example/features", html }], { url: "https://quillnest.example/features" });

describe("testimonial titles (round 16)", () => {
  test("what customers say, in any lead-in, is not read as a feature", () => {
    for (const title of ["Here's what our customers say about Quillnest", "See what real users think of Quillnest", "What customers are saying"]) {
      expect(read(page(title)).features.map((f) => f.name)).not.toContain(title);
    }
    expect(read(page(null)).features.map((f) => f.name)).toContain("Version history");
  });

  test("a testimonials band added or dropped is no feature change", () => {
    expect(diffFacts(read(page("Here's what our customers say about Quillnest")), read(page(null)))).toEqual([]);
  });
});
