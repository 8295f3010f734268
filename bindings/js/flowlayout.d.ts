// Types for flowlayout.mjs: the flowlayout engine (WebAssembly) for Node >= 18 and browsers.

export type Axis = "horizontal" | "vertical" | "row" | "column";
export type Wrap = "wrap" | "wrap-reverse" | "none" | "nowrap";
export type Direction = "ltr" | "rtl" | "left-to-right" | "right-to-left";
export type Justify = "start" | "center" | "end" | "space-between" | "space-around" | "space-evenly";
export type AlignItems = "start" | "center" | "end" | "first-baseline" | "last-baseline" | "stretch" | "baseline";
export type AlignContent =
  | "start" | "center" | "end" | "space-between" | "space-around" | "space-evenly" | "stretch";
export type LineBreaking = "greedy" | "balance" | "pretty";

/** Layout options; every one has a default (shown), and `set` changes only those given. */
export interface FlowLayoutOptions {
  /** Main axis: "horizontal" (rows, default) or "vertical" (columns). */
  axis?: Axis;
  /** "wrap" (default), "wrap-reverse", or "none"/"nowrap" (one line). */
  wrap?: Wrap;
  /** "ltr" (default) or "rtl" (mirrors x). */
  direction?: Direction;
  /** Gap between neighbours in a line, in the unit of the sizes (default 8; null = automatic). */
  itemSpacing?: number | null;
  /** Gap between lines (default 8; null = automatic). */
  lineSpacing?: number | null;
  /** Distribution of a line's free space, as CSS justify-content (default "start"). */
  justify?: Justify;
  /** Cross alignment inside a line, as CSS align-items (default "start"). */
  alignItems?: AlignItems;
  /** Distribution of the lines in the container, as CSS align-content (default "start"). */
  alignContent?: AlignContent;
  /** "greedy" (default), "balance" (lines of even length, CSS flex-wrap: balance) or "pretty"
   * (even lines; a last line at least a third full costs nothing). */
  lineBreaking?: LineBreaking;
  /** With "balance": at least this many lines when there are enough items (default 0 = none). */
  minLines?: number;
  /** Lines after this many are hidden (default 0 = unlimited). */
  maxLines?: number;
  /** At most this many items per line (default 0 = unlimited). */
  maxItemsPerLine?: number;
  /** Every item takes the largest width and height among the items (default false). */
  uniformSize?: boolean;
  /** Rounds edges to multiples of 1/pixelScale (default 0 = no snapping). */
  pixelScale?: number;
  /** Justification of the last line and of lines ended by a break flag (default "auto": as justify). */
  justifyLast?: "auto" | Justify;
  /** "scale": each line's items are scaled (both axes) to fill the main bound (default "none"). */
  lineFill?: "none" | "scale";
  /** With lineFill "scale": lines that would scale by more keep their sizes (default 0 = no limit). */
  maxScale?: number;
  /** A separator between neighbours in a line, [width, height] (default [0, 0] = none); see FlowResult.separators. */
  separator?: readonly [number, number] | { width: number; height: number };
  /** Every line runs from its main end, as CSS row-reverse / column-reverse (default false). */
  reverse?: boolean;
  /** The container's padding (CSS padding, default 0): one number, [top, right, bottom, left] or an object. */
  padding?: number | readonly [number, number, number, number] | Partial<Edges>;
}

/** Physical edge lengths. */
export interface Edges { top: number; right: number; bottom: number; left: number }

/** A per-item alignment (setItemAlign, CSS align-self): "auto" (the layout's alignItems) or an alignItems value. */
export type ItemAlign = "auto" | AlignItems;
/** @deprecated The former name of `ItemAlign`. */
export type AlignSelf = ItemAlign;

/** A line of the result. */
export interface FlowLine {
  firstItem: number;
  itemCount: number;
  /** Length of the line along the main axis (items and gaps). */
  mainSize: number;
  /** Offset of the line from the container's cross-start edge. */
  crossOffset: number;
  crossSize: number;
}

/** The result of `arrange`: a snapshot that later calls do not change. */
export interface FlowResult {
  /** The container's size: the bounds, with unspecified ones replaced by the content's size. */
  width: number;
  height: number;
  /** x, y, width, height per item, in item order; hidden items (HIDDEN, or past maxLines) are 0, 0, 0, 0. */
  frames: Float32Array;
  lines: FlowLine[];
  /** The leading items not cut off by maxLines (HIDDEN items among them included). */
  visibleCount: number;
  /** x, y, width, height per separator (option `separator`), in item order. */
  separators: Float32Array;
}

/** Item flags for `setItemFlags`. */
export declare const ItemFlags: Readonly<{ BREAK_BEFORE: 1; BREAK_AFTER: 2; HIDDEN: 4; NO_STRETCH: 8 }>;

export type Sizes = Float32Array | Float64Array | ReadonlyArray<readonly [number, number]>;
export type Column = Float32Array | ReadonlyArray<number>;

export declare class FlowLayout {
  private constructor();
  /** The options in force (a copy). */
  readonly options: Required<FlowLayoutOptions>;
  /** Sets options; an unknown name or value throws an Error and changes nothing. */
  set(options: FlowLayoutOptions): this;
  /** Grow weights per item (CSS flex-grow); null clears. Applies to arranges with as many items. */
  setItemGrow(grow: Column | null): void;
  /** ItemFlags bits per item; null clears. Applies to arranges with as many items. */
  setItemFlags(flags: Uint32Array | ReadonlyArray<number> | null): void;
  /** First and last baselines per item (offsets from the top edge; NaN = none); a null one is cleared, as in C. */
  setItemBaselines(first: Column | null, last?: Column | null): void;
  /** Margins per item, [top, right, bottom, left] (null or NaN = auto), or flat 4 per item; null clears. */
  setItemMargins(margins: Float32Array | ReadonlyArray<readonly [number | null, number | null, number | null, number | null]> | null): void;
  /** Minimum and maximum sizes per item, [width, height] (null or NaN = none), or flat 2 per item. */
  setItemLimits(min: Float32Array | ReadonlyArray<readonly [number | null, number | null]> | null,
                max?: Float32Array | ReadonlyArray<readonly [number | null, number | null]> | null): void;
  /** Shrink weights per item (CSS flex-shrink; default 0); null clears. */
  setItemShrink(shrink: Column | null): void;
  /** Cross alignment per item (CSS align-self); null clears. */
  setItemAlign(values: ReadonlyArray<ItemAlign> | null): void;
  /**
   * Lays out the items: sizes as Float32Array [w0, h0, w1, h1, ...] or [[w, h], ...]; width and
   * height finite and >= 0, undefined (or null) = unspecified. Throws an Error on bad input
   * (negative, NaN or infinite sizes or bounds; the library's message for sizes), changing nothing.
   */
  arrange(sizes: Sizes, width?: number | null, height?: number | null): FlowResult;
  /** Hit-testing on the last arrange: the first item whose frame contains (x, y) (half-open), or -1. */
  itemAt(x: number, y: number): number;
  /** Index in `lines` of the line holding item `index` in the last arrange; -1 when hidden. */
  lineOfItem(index: number): number;
  /** The consecutive lines of the last arrange whose cross extent meets [from, to). */
  linesInRange(from: number, to: number): { first: number; count: number };
  /** Frees the layout; later method calls throw (`options` still reads the last values). */
  destroy(): void;
  /** @deprecated Use `setItemGrow` (flow_layout_set_item_grow). */
  setGrow(grow: Column | null): void;
  /** @deprecated Use `setItemFlags` (flow_layout_set_item_flags). */
  setFlags(flags: Uint32Array | ReadonlyArray<number> | null): void;
  /** @deprecated Use `setItemBaselines` (flow_layout_set_item_baselines). */
  setBaselines(first: Column | null, last?: Column | null): void;
  /** @deprecated Use `setItemMargins` (flow_layout_set_item_margins). */
  setMargins(margins: Float32Array | ReadonlyArray<readonly [number | null, number | null, number | null, number | null]> | null): void;
  /** @deprecated Use `setItemLimits` (flow_layout_set_item_limits). */
  setLimits(min: Float32Array | ReadonlyArray<readonly [number | null, number | null]> | null,
            max?: Float32Array | ReadonlyArray<readonly [number | null, number | null]> | null): void;
  /** @deprecated Use `setItemShrink` (flow_layout_set_item_shrink). */
  setShrink(shrink: Column | null): void;
  /** @deprecated Use `setItemAlign` (flow_layout_set_item_align). */
  setAlignSelf(values: ReadonlyArray<ItemAlign> | null): void;
}

export interface LoadOptions {
  /**
   * Where flowlayout.wasm is: a URL (default: beside flowlayout.mjs; in Node a URL object or an
   * absolute URL string), its bytes, or a compiled module.
   */
  wasm?: URL | string | BufferSource | WebAssembly.Module;
}

/** Creates a layout, loading flowlayout.wasm on first use. */
export declare function createFlowLayout(options?: LoadOptions): Promise<FlowLayout>;

/** The library's version: major * 10000 + minor * 100 + patch. */
export declare function flowLayoutVersion(options?: LoadOptions): Promise<number>;
