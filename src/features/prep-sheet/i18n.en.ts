// English texts of Today's prep sheet (namespace loaded with its route).
export const prepSheetEn = {
  title: "Today's prep sheet",
};
