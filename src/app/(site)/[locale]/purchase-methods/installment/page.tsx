import { calculatorRoute } from '../calculator-route'

const route = calculatorRoute('installment')

export const generateMetadata = route.generateMetadata
export default route.Page
