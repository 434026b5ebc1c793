import { describe, expect, it } from "vitest";

import {
  conformErrors,
  conformName,
  dottedPath,
  fieldErrorsOf,
  formEntries,
  formInput,
  formPayload,
  listOf,
  postedFields,
} from "./form-input";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("formPayload", () => {
  it.each<[string, [string, string][], Record<string, unknown>]>([
    [
      "reads Conform's names: a repeated name is a list, items[0].name nests, one value stays a string",
      [
        ["name", "R36S"],
        ["features", "a"],
        ["features", "b"],
        ["faqs[0].question", "Q"],
        ["faqs[1].answer", "A"],
        ["tag", "x"],
      ],
      { name: "R36S", features: ["a", "b"], faqs: [{ question: "Q" }, { answer: "A" }], tag: "x" },
    ],
    [
      "drops a list index no form has, instead of allocating it",
      [
        ["items[99999999]", "x"],
        ["items[1000]", "y"],
        ["items[0]", "kept"],
      ],
      { items: ["kept"] },
    ],
    [
      "never reads Conform's control fields, which a browser on this shop does not post",
      [
        ["__intent__", "not json"],
        ["__state__", "{"],
        ["name", "kept"],
      ],
      { name: "kept" },
    ],
    [
      "never lets a posted intent steer the lists (Conform's remove)",
      [
        ["__intent__", JSON.stringify({ type: "remove", payload: { name: "features", index: 0 } })],
        ["features", "a"],
        ["features", "b"],
      ],
      { features: ["a", "b"] },
    ],
  ])("%s", (_case, entries, payload) => {
    expect(formPayload(form(entries))).toEqual(payload);
  });

  it("ignores names that would reach an object's prototype", () => {
    const payload = formPayload(
      form([
        ["__proto__.polluted", "yes"],
        ["ok", "1"],
      ]),
    );
    expect(payload.ok).toBe("1");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("postedFields", () => {
  it("keeps the fields a server reads (FormData, for parseWithZod too) and drops every control field", () => {
    const kept = postedFields(
      form([
        ["__intent__", JSON.stringify({ type: "validate" })],
        ["__state__", "{}"],
        ["__anything", "x"],
        ["email", "a@example.com"],
        ["items[1000].name", "too far"],
      ]),
    );
    expect([...kept.entries()]).toEqual([["email", "a@example.com"]]);
  });
});

describe("formEntries", () => {
  it("names a value's fields as a browser posts them, and formPayload reads them back", () => {
    const value = {
      siteName: "Retro",
      themeColors: { primary: "#f00" },
      navItems: [{ label: "Shop", path: "/" }],
      badges: ["Fast", "Safe"],
      range: [1, 5],
      shown: true,
    };
    const entries = formEntries(value);
    expect(entries).toEqual([
      ["siteName", "Retro"],
      ["themeColors.primary", "#f00"],
      ["navItems[0].label", "Shop"],
      ["navItems[0].path", "/"],
      ["badges[0]", "Fast"],
      ["badges[1]", "Safe"],
      ["range[0]", "1"],
      ["range[1]", "5"],
      ["shown", "on"],
    ]);
    expect(formPayload(form(entries))).toEqual({ ...value, range: ["1", "5"], shown: "on" });
  });

  it("posts nothing for an unticked box, a missing value or an empty list, as a browser would", () => {
    expect(formEntries({ hidden: false, none: null, missing: undefined, list: [] })).toEqual([]);
  });
});

describe("formInput", () => {
  it("is the payload as it stands, or shaped by the form's own function", () => {
    expect(formInput(form([["title", "T"]]))).toEqual({ title: "T" });
    expect(
      formInput(
        form([
          ["q", "1"],
          ["q", "2"],
        ]),
        (p) => listOf(p.q).length,
      ),
    ).toBe(2);
  });
});

describe("listOf", () => {
  it("makes none, one or many values a list; a file counts as blank", () => {
    expect(listOf(undefined)).toEqual([]);
    expect(listOf("one")).toEqual(["one"]);
    expect(listOf(["a", "b"])).toEqual(["a", "b"]);
    expect(listOf(["a", new File(["x"], "x.txt")])).toEqual(["a", ""]);
  });
});

describe("field names", () => {
  it("turns Conform names into fieldErrorsFrom's dotted paths and back", () => {
    const pairs: [string, string][] = [
      ["name", "name"],
      ["techSpecs[0].label", "techSpecs.0.label"],
      ["features[2]", "features.2"],
      ["variantImages.Red", "variantImages.Red"],
      ["", "_"],
    ];
    for (const [name, path] of pairs) {
      expect(dottedPath(name)).toBe(path);
      expect(conformName(path)).toBe(name);
    }
  });

  it("keeps the first message per field, in order, and maps server field errors for lastResult", () => {
    expect(
      fieldErrorsOf({
        "faqs[0].question": ["Question cannot be blank", "other"],
        price: null,
        name: ["Name is required"],
      }),
    ).toEqual({
      "faqs.0.question": "Question cannot be blank",
      name: "Name is required",
    });
    expect(Object.keys(fieldErrorsOf({ b: ["1"], a: ["2"] }))).toEqual(["b", "a"]);
    expect(conformErrors({ "techSpecs.0.value": "Spec value is required", _: "Whole form" })).toEqual({
      "techSpecs[0].value": ["Spec value is required"],
      "": ["Whole form"],
    });
  });
});
