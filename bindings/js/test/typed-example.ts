// A typed use of the module: chips measured by a callback, a "+N more" indicator, arrow-key focus
// and a drop target. `tsc --strict --noEmit` checks it against flowlayout.d.ts (scripts/test-js).
import { createFlowLayout, firstFitting, FlowLayoutError, ItemFlags } from "flowlayout";
import type { FlowLayout, FlowResult, InsertionPoint, Measurement, MeasureRangeFunction, NavDirection, Rect } from "flowlayout";

const labels: string[] = ["inbox", "work", "family", "travel", "receipts", "2024", "photos", "taxes"];
const charWidth = 7;

function measure(index: number, width: number | undefined): Measurement {
  const natural = labels[index].length * charWidth + 16;
  return { width: width === undefined ? natural : Math.min(natural, width), height: 24, firstBaseline: 17 };
}

export async function chips(width: number): Promise<{ frames: Rect[]; focus: number; drop: InsertionPoint }> {
  const layout: FlowLayout = await createFlowLayout();
  layout.set({ alignItems: "first-baseline", maxLines: 2, itemSpacing: 6, lineSpacing: null });
  layout.setMeasure(labels.length, measure);
  layout.setOverflowIndicator((hidden: number) => [String(hidden).length * charWidth + 30, 24]);
  layout.setItemFlags(labels.map((l) => (l === "2024" ? ItemFlags.BREAK_BEFORE : 0)));
  const result: FlowResult = layout.arrange(null, width);
  const frames: Rect[] = [];
  for (let i = 0; i < result.itemCount; i++) frames.push(result.frame(i));
  const keys: Record<string, NavDirection> = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
  let focus = 0;
  for (const key of ["ArrowRight", "ArrowDown", "ArrowLeft"]) {
    const next = layout.neighbor(focus, keys[key]);
    if (next >= 0) focus = next;
  }
  const drop = layout.insertionPoint(result.width / 2, 10);
  try {
    layout.neighbor(-1, "next");
  } catch (error) {
    if (!(error instanceof FlowLayoutError) || error.argument !== "index") throw error;
  }
  const wide = await createFlowLayout();
  wide.set({ wrap: "none" });
  wide.setItems(labels.map((l): [number, number] => [l.length * charWidth + 16, 24]));
  const chosen: number = firstFitting([wide, layout], width);
  const size = layout.sizeThatFits(width);
  const batch = layout.arrangeBatch(new Float32Array([10, 10, 20, 10]), [1, 1], size.width);
  if (chosen < 0 || batch.frames.length !== 8) throw new Error("unexpected");
  wide.destroy();
  layout.destroy();
  return { frames, focus, drop };
}

/** The same chips measured a run at a time: one call from WebAssembly for many labels. */
export async function chipHeights(width: number): Promise<number[]> {
  const measureRun: MeasureRangeFunction = (first, count, proposed) => {
    const sizes = new Float32Array(2 * count);
    for (let k = 0; k < count; k++) {
      const natural = labels[first + k].length * charWidth + 16;
      sizes.set([proposed === undefined ? natural : Math.min(natural, proposed), 24], 2 * k);
    }
    return sizes;
  };
  const layout = await createFlowLayout();
  layout.setMeasureRange(labels.length, measureRun);
  const heights = layout.arrange(null, width).lines.map((line) => line.crossSize);
  layout.setMeasureRange(1, () => [{ width: 10, height: 10 }]);
  layout.destroy();
  return heights;
}
