export {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardRoot,
  type CardRootProps,
  CardTitle,
  type CardTitleProps,
} from './Card';
export * as Card from './parts';
