import { describeLayout } from "./layout.ts";

describeLayout(9, "plo4");
