// Queries on the last arrange: hit-testing, the line of an item, the lines in a range.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createFlowLayout } from "flowlayout";

test("itemAt, lineOfItem and linesInRange answer for the last arrange", async () => {
  const layout = await createFlowLayout();
  assert.throws(() => layout.itemAt(1, 1), (e) => /has not been arranged/.test(e.message));
  // Three 40x20 tags in 100: [0, 48] on the first line, [0] on the second at y 28.
  layout.arrange([[40, 20], [40, 20], [40, 20]], 100);
  assert.equal(layout.itemAt(1, 1), 0);
  assert.equal(layout.itemAt(48, 19.5), 1);
  assert.equal(layout.itemAt(44, 5), -1);      // in the gap
  assert.equal(layout.itemAt(10, 30), 2);
  assert.equal(layout.itemAt(40, 5), -1);      // half-open: x 40 is past item 0
  assert.deepEqual([0, 1, 2].map((i) => layout.lineOfItem(i)), [0, 0, 1]);
  assert.deepEqual(layout.linesInRange(0, 10), { first: 0, count: 1 });
  assert.deepEqual(layout.linesInRange(10, 30), { first: 0, count: 2 });
  assert.deepEqual(layout.linesInRange(21, 27), { first: 0, count: 0 });
  assert.deepEqual(layout.linesInRange(-Infinity, Infinity), { first: 0, count: 2 });
  layout.set({ maxLines: 1 });
  layout.arrange([[40, 20], [40, 20], [40, 20]], 100);
  assert.equal(layout.lineOfItem(2), -1);      // hidden
  assert.throws(() => layout.itemAt(NaN, 1), (e) => e.argument === "x" && /x must be a number \(not NaN\)/.test(e.message));
  assert.throws(() => layout.lineOfItem(3), (e) => /^flow_layout_line_of_item: /.test(e.message));
  assert.throws(() => layout.lineOfItem(-1), (e) => /index must be an integer >= 0/.test(e.message));
  assert.throws(() => layout.linesInRange(5, 1), (e) => e.argument === "from" && /from must not exceed to/.test(e.message));
  layout.destroy();
});
