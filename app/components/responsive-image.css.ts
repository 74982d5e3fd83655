import { style } from "@vanilla-extract/css";

export const image = style({
  height: "auto",
  backgroundSize: "cover",
  backgroundRepeat: "no-repeat",
});
