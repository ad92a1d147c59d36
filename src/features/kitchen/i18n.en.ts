// English texts of The kitchen overview (namespace loaded with its route).
export const kitchenEn = {
  title: 'The kitchen overview',
};
