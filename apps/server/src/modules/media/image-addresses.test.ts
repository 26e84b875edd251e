// The storefront and the back office build every image address from the domain's IMAGE_SIZES
// (imageUrl / imageSrcSet), the one list the media route allows: an address written by hand
// with its own ?w= would be refused with 400 (docs/security.md "Image rendering").
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const roots = ["../../../../web/app/", "../../../../admin/app/"].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

describe("image addresses of the storefront and the back office", () => {
  it("come from the shared list of sizes, never from a hand-written ?w=, &h= or fit=", () => {
    const offenders: string[] = [];
    for (const root of roots) {
      for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
        if (!/\.(ts|tsx)$/.test(file) || file.includes(".test.")) continue;
        const text = readFileSync(root + file, "utf8");
        text.split("\n").forEach((line, index) => {
          if (/[?&](w|h)=(\d|\$\{)|[?&]fit=/.test(line)) offenders.push(`${root}${file}:${index + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
    expect(roots.every((root) => readdirSync(root).length > 0)).toBe(true);
  });
});
