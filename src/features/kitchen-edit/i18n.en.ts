// English texts of Edit kitchen (namespace loaded with its route).
export const kitchenEditEn = {
  title: 'Edit kitchen',
};
